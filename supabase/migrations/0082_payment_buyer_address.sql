-- Issue 36: a buyer who gives a GSTIN at checkout (a booking, a store order) also gives the
-- billing address and its state, which the tax invoice then names (CGST rule 46(e)). They travel
-- in the payment's `buyer` object ({ company, gstin, address, stateCode }) to the invoice issued
-- when it is captured. The old bound of 500 bytes held a company and a GSTIN; the server allows a
-- company of 200 characters and an address of 500, up to four bytes each in UTF-8, so the bound
-- grows to fit them (and the keys) with room to spare.
alter table public.payments drop constraint payments_buyer_check;
alter table public.payments add constraint payments_buyer_check check (
  jsonb_typeof(buyer) = 'object' and octet_length(buyer::text) <= 3200
);
