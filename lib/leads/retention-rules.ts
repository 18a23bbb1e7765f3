/**
 * How long the club keeps leads and event registrations (India's DPDP Act: no longer than the
 * purpose needs). The privacy policy quotes these numbers (content/policies.ts), and
 * purge_expired_leads (0053_retention_purge.sql) applies them.
 */
export const LEAD_RETENTION_MONTHS = 24;
export const EVENT_REGISTRATION_RETENTION_MONTHS = 12;
