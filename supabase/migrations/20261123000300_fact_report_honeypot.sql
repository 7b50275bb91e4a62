-- The fact report form carries the same honeypot as the contact and suggestion forms: stored, so
-- the operator can sort it out, while the visitor sees the usual success.
alter table public.fact_reports
  add column if not exists honeypot text check (honeypot is null or char_length(honeypot) <= 500);

grant insert (honeypot) on table public.fact_reports to anon, authenticated;
