-- An access token works only while its session lives. PostgREST on a hosted project checks a
-- token's signature and expiry only, so after "sign out everywhere" (or a password change) the
-- old token would still read and write for up to an hour, and call delete_my_account. The
-- check therefore lives in the database: every policy for signed-in users and every security-
-- definer function they call asks private.require_live_session() first (D-30-1).

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated;

-- True when the token's session still exists for its user; otherwise raises PT401, which
-- PostgREST answers with 401. Runs as its owner: the API roles cannot read auth.sessions.
create function private.require_live_session()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  sid text := auth.jwt() ->> 'session_id';
begin
  if sid is null or sid !~ '^[0-9a-fA-F-]{36}$' or not exists (
    select 1 from auth.sessions s where s.id = sid::uuid and s.user_id = auth.uid()
  ) then
    raise exception 'JWT session has ended' using errcode = 'PT401', hint = 'Sign in again.';
  end if;
  return true;
end;
$$;
revoke all on function private.require_live_session() from public, anon, authenticated;
grant execute on function private.require_live_session() to authenticated;

-- `(select …)` runs the check once per statement, not once per row.
drop policy "profiles: read own" on public.profiles;
drop policy "profiles: insert own" on public.profiles;
drop policy "profiles: update own" on public.profiles;
create policy "profiles: read own" on public.profiles
  for select to authenticated
  using ((select private.require_live_session()) and (select auth.uid()) = id);
create policy "profiles: insert own" on public.profiles
  for insert to authenticated
  with check ((select private.require_live_session()) and (select auth.uid()) = id);
create policy "profiles: update own" on public.profiles
  for update to authenticated
  using ((select private.require_live_session()) and (select auth.uid()) = id)
  with check ((select auth.uid()) = id);

drop policy "checklist_progress: read own" on public.checklist_progress;
drop policy "checklist_progress: insert own" on public.checklist_progress;
drop policy "checklist_progress: update own" on public.checklist_progress;
create policy "checklist_progress: read own" on public.checklist_progress
  for select to authenticated
  using ((select private.require_live_session()) and (select auth.uid()) = user_id);
create policy "checklist_progress: insert own" on public.checklist_progress
  for insert to authenticated
  with check ((select private.require_live_session()) and (select auth.uid()) = user_id);
create policy "checklist_progress: update own" on public.checklist_progress
  for update to authenticated
  using ((select private.require_live_session()) and (select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

-- Deleting the account needs a live session too (the audit's H-2: an ended token deleted it).
create or replace function public.delete_my_account()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null then
    raise exception 'Only a signed-in user can delete their account' using errcode = '42501';
  end if;
  perform private.require_live_session();
  delete from auth.users where id = caller;
end;
$$;
revoke all on function public.delete_my_account() from public, anon, authenticated;
grant execute on function public.delete_my_account() to authenticated;
