-- The contact and suggestion forms carry a field people never see (a honeypot). Bots fill it; the
-- row is stored anyway, with what they wrote, so the operator can sort it out and a person whose
-- browser filled it by mistake loses nothing.
alter table public.contact_messages
  add column if not exists honeypot text check (honeypot is null or char_length(honeypot) <= 500);
alter table public.suggestions
  add column if not exists honeypot text check (honeypot is null or char_length(honeypot) <= 500);

grant insert (honeypot) on table public.contact_messages to anon, authenticated;
grant insert (honeypot) on table public.suggestions to anon, authenticated;
