-- Issue 36: a tax invoice names its recipient as CGST rule 46(e)/(f) asks: a registered
-- recipient's legal name, address, and state with its code beside the GSTIN; an unregistered
-- one's name and address where known. The address and state code are snapshots, like the rest
-- of the buyer's columns, so a later change of the membership's address never rewrites an issued
-- invoice. public.issue_invoice() fills them from its p_invoice argument (jsonb_populate_record),
-- so no function changes.
alter table public.invoices
  add column buyer_address text
    constraint invoices_buyer_address_length check (char_length(buyer_address) <= 500),
  add column buyer_state text
    constraint invoices_buyer_state_format check (buyer_state ~ '^\d{2}$');
