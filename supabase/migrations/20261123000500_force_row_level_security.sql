-- Row-level security binds a table's owner too, wherever the owner lacks BYPASSRLS: the API never
-- logs in as the owner, and this makes sure that reaching it would not be enough either.
-- Foreign-key actions (a deleted account's rows) are not affected: they always bypass RLS.
alter table public.profiles force row level security;
alter table public.checklist_progress force row level security;
alter table public.contact_messages force row level security;
alter table public.suggestions force row level security;
alter table public.fact_reports force row level security;
