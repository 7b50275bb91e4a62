-- Hawaii PCS Planner: tables, limits and row-level security.
-- Applied unchanged by `supabase db push` on a hosted project and by the local backend (server/).
-- Grants are explicit (revoke, then grant what the site needs) so they do not depend on
-- Supabase's default privileges, which give anon and authenticated everything on new tables.

-- Trigger helper: the server's clock, not the browser's, decides updated_at, and it only moves
-- forward for a row (also with a coarse clock), so the latest edit always has the latest time.
create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.clock_timestamp();
  if tg_op = 'UPDATE' and new.updated_at <= old.updated_at then
    new.updated_at := old.updated_at + interval '1 microsecond';
  end if;
  return new;
end;
$$;
revoke all on function public.set_updated_at() from public, anon, authenticated;

-- One row per user, created by the site right after sign-up.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text check (
    email is null
    or (char_length(email) <= 320 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$')
  ),
  created_at timestamptz not null default now()
);

alter table public.profiles enable row level security;
revoke all on table public.profiles from anon, authenticated;
grant select, insert, update on table public.profiles to authenticated;

create policy "profiles: read own" on public.profiles
  for select to authenticated using ((select auth.uid()) = id);
create policy "profiles: insert own" on public.profiles
  for insert to authenticated with check ((select auth.uid()) = id);
create policy "profiles: update own" on public.profiles
  for update to authenticated
  using ((select auth.uid()) = id) with check ((select auth.uid()) = id);

-- The PCS checklist: 20 items per checklist, one row per ticked or unticked item.
create table public.checklist_progress (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  checklist_type text not null check (checklist_type ~ '^[a-z0-9_]{1,64}$'),
  item_index integer not null check (item_index between 0 and 19),
  completed boolean not null default false,
  updated_at timestamptz not null default now(),
  constraint checklist_progress_user_item_key unique (user_id, checklist_type, item_index)
);

create trigger checklist_progress_set_updated_at
  before insert or update on public.checklist_progress
  for each row execute function public.set_updated_at();

alter table public.checklist_progress enable row level security;
revoke all on table public.checklist_progress from anon, authenticated;
grant select, insert, update on table public.checklist_progress to authenticated;

-- An upsert needs all three: WITH CHECK on the new row, then USING on the existing one.
create policy "checklist_progress: read own" on public.checklist_progress
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "checklist_progress: insert own" on public.checklist_progress
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "checklist_progress: update own" on public.checklist_progress
  for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);

-- Contact form. Anyone may send; nobody reads through the API (the operator reads the database).
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  full_name text not null check (char_length(btrim(full_name)) between 1 and 200),
  email text not null check (
    char_length(email) <= 320 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'
  ),
  base text check (base is null or char_length(base) <= 200),
  message text not null check (char_length(btrim(message)) between 1 and 5000),
  created_at timestamptz not null default now()
);

alter table public.contact_messages enable row level security;
revoke all on table public.contact_messages from anon, authenticated;
-- Column list: callers cannot choose id or created_at.
grant insert (full_name, email, base, message) on table public.contact_messages to anon, authenticated;

create policy "contact_messages: anyone may send" on public.contact_messages
  for insert to anon, authenticated with check (true);

-- Suggestion box: same rules as the contact form. Optional fields may be empty.
create table public.suggestions (
  id uuid primary key default gen_random_uuid(),
  suggestion text not null check (char_length(btrim(suggestion)) between 1 and 2000),
  email text check (
    email is null
    or email = ''
    or (char_length(email) <= 320 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$')
  ),
  category text check (category is null or char_length(category) <= 100),
  created_at timestamptz not null default now()
);

alter table public.suggestions enable row level security;
revoke all on table public.suggestions from anon, authenticated;
grant insert (suggestion, email, category) on table public.suggestions to anon, authenticated;

create policy "suggestions: anyone may send" on public.suggestions
  for insert to anon, authenticated with check (true);
