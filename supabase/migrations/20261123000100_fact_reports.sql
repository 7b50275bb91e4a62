-- "Report a problem with this fact": anyone may send one, nobody reads through the API (the
-- operator reads the database, `npm run inbox`). Same rules as the suggestion box.
create table public.fact_reports (
  id uuid primary key default gen_random_uuid(),
  -- The fact's id in the public register (/sources, sources.json).
  fact_id text not null check (fact_id ~ '^[a-z0-9-]{1,200}$'),
  problem text not null check (char_length(btrim(problem)) between 1 and 2000),
  link text check (link is null or link = '' or (char_length(link) <= 2000 and link ~ '^https?://')),
  email text check (
    email is null
    or email = ''
    or (char_length(email) <= 320 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$')
  ),
  created_at timestamptz not null default now()
);

alter table public.fact_reports enable row level security;
revoke all on table public.fact_reports from anon, authenticated;
grant insert (fact_id, problem, link, email) on table public.fact_reports to anon, authenticated;

create policy "fact_reports: anyone may send" on public.fact_reports
  for insert to anon, authenticated with check (true);
