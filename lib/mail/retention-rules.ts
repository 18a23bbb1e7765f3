/**
 * Days the club keeps a copy of an e-mail it sent (the outbox row and, without SMTP, the .eml
 * file), to check delivery and answer questions about it. The privacy policy quotes this number
 * (content/policies.ts); a visitor's e-mails go sooner, with the visitor.
 */
export const MAIL_RETENTION_DAYS = 90;
