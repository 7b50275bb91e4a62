-- One plan for a household (issue #35): a family's members share the checklist's progress.
-- Who may see and change what lives here, in tables with row-level security and in
-- security-definer functions, so a hosted Supabase project enforces exactly what the local
-- backend does. A visitor with no household keeps using checklist_progress as before.
--
-- The model (docs/backend.md#households):
--   households          one row per household
--   household_members   one row per member (a user is in at most one household); one owner
--   household_invites   single-use invite links: only the SHA-256 of the token is stored
--   household_progress  the household's checklist: one row per item, with who changed it last
-- Members read and write household_progress directly (RLS); everything else changes only
-- through the functions below, which check the rules (one owner, at most 6 members, at most 5
-- open invites, 7-day single-use links).

create table public.households (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now()
);

create table public.household_members (
  user_id uuid primary key references auth.users (id) on delete cascade,
  household_id uuid not null references public.households (id) on delete cascade,
  role text not null default 'member' check (role in ('owner', 'member')),
  joined_at timestamptz not null default clock_timestamp()
);
create index household_members_household on public.household_members (household_id);
create unique index household_members_one_owner
  on public.household_members (household_id) where role = 'owner';

create table public.household_invites (
  id uuid primary key default gen_random_uuid(),
  household_id uuid not null references public.households (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  used_at timestamptz,
  used_by uuid references auth.users (id) on delete set null,
  revoked_at timestamptz
);
create index household_invites_household on public.household_invites (household_id);

create table public.household_progress (
  household_id uuid not null references public.households (id) on delete cascade,
  checklist_type text not null check (checklist_type in ('hawaii_pcs')),
  item_index integer not null check (item_index between 0 and 19),
  completed boolean not null default false,
  updated_at timestamptz not null default now(),
  -- Null once that member's account is deleted: "a former member".
  updated_by uuid references auth.users (id) on delete set null,
  primary key (household_id, checklist_type, item_index)
);
create trigger household_progress_set_updated_at
  before insert or update on public.household_progress
  for each row execute function public.set_updated_at();

-- The caller's household, or null. Security definer: the policies below call it, and a policy
-- on household_members that read household_members would recurse.
create function private.my_household()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.household_id from public.household_members m where m.user_id = auth.uid()
$$;
revoke all on function private.my_household() from public, anon, authenticated;
grant execute on function private.my_household() to authenticated;

alter table public.households enable row level security;
alter table public.households force row level security;
alter table public.household_members enable row level security;
alter table public.household_members force row level security;
alter table public.household_invites enable row level security;
alter table public.household_invites force row level security;
alter table public.household_progress enable row level security;
alter table public.household_progress force row level security;

revoke all on table public.households, public.household_members, public.household_invites,
  public.household_progress from anon, authenticated;
grant select on table public.households, public.household_members to authenticated;
-- Never the token's hash, even to the household's own members.
grant select (id, household_id, created_by, created_at, expires_at, used_at, used_by, revoked_at)
  on table public.household_invites to authenticated;
grant select, insert, update on table public.household_progress to authenticated;

create policy "households: members read" on public.households
  for select to authenticated
  using ((select private.require_live_session()) and id = (select private.my_household()));
create policy "household_members: members read" on public.household_members
  for select to authenticated
  using (
    (select private.require_live_session()) and household_id = (select private.my_household())
  );
create policy "household_invites: members read" on public.household_invites
  for select to authenticated
  using (
    (select private.require_live_session()) and household_id = (select private.my_household())
  );
create policy "household_progress: members read" on public.household_progress
  for select to authenticated
  using (
    (select private.require_live_session()) and household_id = (select private.my_household())
  );
create policy "household_progress: members insert" on public.household_progress
  for insert to authenticated
  with check (
    (select private.require_live_session())
    and household_id = (select private.my_household())
    and updated_by = (select auth.uid())
  );
create policy "household_progress: members update" on public.household_progress
  for update to authenticated
  using (
    (select private.require_live_session()) and household_id = (select private.my_household())
  )
  with check (
    household_id = (select private.my_household()) and updated_by = (select auth.uid())
  );

-- Copies the household's checklist into a member's own rows: what they keep on leaving.
create function private.keep_household_copy(member uuid, home uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.checklist_progress (user_id, checklist_type, item_index, completed)
  select member, p.checklist_type, p.item_index, p.completed
    from public.household_progress p where p.household_id = home
  on conflict (user_id, checklist_type, item_index)
    do update set completed = excluded.completed;
$$;
revoke all on function private.keep_household_copy(uuid, uuid) from public, anon, authenticated;

-- Merges a member's own checklist into the household's: per item, the later change wins
-- (the plan's conflict rule, docs/decisions.md#d-29-3).
create function private.merge_into_household(member uuid, home uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.household_progress
    (household_id, checklist_type, item_index, completed, updated_by)
  select home, c.checklist_type, c.item_index, c.completed, member
    from public.checklist_progress c
   where c.user_id = member
     and not exists (
       select 1 from public.household_progress p
        where p.household_id = home and p.checklist_type = c.checklist_type
          and p.item_index = c.item_index and p.updated_at >= c.updated_at
     )
  on conflict (household_id, checklist_type, item_index)
    do update set completed = excluded.completed, updated_by = excluded.updated_by;
$$;
revoke all on function private.merge_into_household(uuid, uuid) from public, anon, authenticated;

-- The same answer for every link that cannot be used (wrong, used, expired, revoked).
create function private.invite_unusable()
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'This invite link cannot be used. Ask for a new one.' using errcode = 'P0001';
end;
$$;
revoke all on function private.invite_unusable() from public, anon, authenticated;

-- Makes an invite link's token for the caller's household (made on the first invite, with the
-- caller as its owner and their checklist as its own). Returns the token: only its hash is kept.
create function public.create_household_invite()
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  home uuid;
  token text;
begin
  perform private.require_live_session();
  select household_id into home from public.household_members where user_id = caller;
  if home is null then
    insert into public.households default values returning id into home;
    insert into public.household_members (user_id, household_id, role) values (caller, home, 'owner');
    perform private.merge_into_household(caller, home);
  end if;
  perform 1 from public.households where id = home for update;
  if (select count(*) from public.household_members where household_id = home) >= 6 then
    raise exception 'A household has at most 6 members.' using errcode = 'P0001';
  end if;
  if (
    select count(*) from public.household_invites
     where household_id = home and used_at is null and revoked_at is null and expires_at > now()
  ) >= 5 then
    raise exception 'A household has at most 5 open invites. Revoke one first.' using errcode = 'P0001';
  end if;
  -- Two random UUIDs: 244 random bits, without pgcrypto.
  token := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  insert into public.household_invites (household_id, token_hash, created_by)
  values (home, encode(sha256(convert_to(token, 'UTF8')), 'hex'), caller);
  return token;
end;
$$;

-- Joins the household of an invite link: once, within 7 days, unless revoked. A member of
-- another household leaves it first (its owner must hand it over first if others remain).
create function public.join_household(token text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  invite public.household_invites;
  current_home uuid;
begin
  perform private.require_live_session();
  if token is null or token !~ '^[0-9a-f]{64}$' then
    perform private.invite_unusable();
  end if;
  select * into invite from public.household_invites
   where token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex')
   for update;
  if invite.id is null or invite.used_at is not null or invite.revoked_at is not null
     or invite.expires_at <= now() then
    perform private.invite_unusable();
  end if;
  perform 1 from public.households where id = invite.household_id for update;
  select household_id into current_home from public.household_members where user_id = caller;
  if current_home = invite.household_id then
    raise exception 'You are already in this household.' using errcode = 'P0001';
  end if;
  if (select count(*) from public.household_members where household_id = invite.household_id) >= 6 then
    raise exception 'A household has at most 6 members.' using errcode = 'P0001';
  end if;
  if current_home is not null then
    perform public.leave_household();
  end if;
  insert into public.household_members (user_id, household_id) values (caller, invite.household_id);
  update public.household_invites set used_at = now(), used_by = caller where id = invite.id;
  perform private.merge_into_household(caller, invite.household_id);
  return invite.household_id;
end;
$$;

-- Leaves the caller's household, keeping a copy of its checklist. The owner hands over first
-- while others remain; an owner alone ends the household.
create function public.leave_household()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  me public.household_members;
begin
  perform private.require_live_session();
  select * into me from public.household_members where user_id = caller for update;
  if me.user_id is null then
    raise exception 'You are not in a household.' using errcode = 'P0001';
  end if;
  if me.role = 'owner' and exists (
    select 1 from public.household_members where household_id = me.household_id and user_id <> caller
  ) then
    raise exception 'Hand the household over to another member before you leave.' using errcode = 'P0001';
  end if;
  perform private.keep_household_copy(caller, me.household_id);
  delete from public.household_members where user_id = caller;
  if me.role = 'owner' then
    delete from public.households where id = me.household_id;
  end if;
end;
$$;

-- The caller's household, when the caller owns it and `member` is another member of it; else
-- raises (42501 for a caller who is not an owner). The owner's row is locked for the change.
create function private.owned_household_of(member uuid, not_owner text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  home uuid;
begin
  perform private.require_live_session();
  select household_id into home from public.household_members
   where user_id = caller and role = 'owner' for update;
  if home is null then
    raise exception '%', not_owner using errcode = '42501';
  end if;
  if member = caller or not exists (
    select 1 from public.household_members where user_id = member and household_id = home
  ) then
    raise exception 'That person is not another member of your household.' using errcode = 'P0001';
  end if;
  return home;
end;
$$;
revoke all on function private.owned_household_of(uuid, text) from public, anon, authenticated;

-- The owner removes a member, who keeps a copy of the household's checklist.
create function public.remove_household_member(member uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  home uuid := private.owned_household_of(member, 'Only the household''s owner can remove a member.');
begin
  perform private.keep_household_copy(member, home);
  delete from public.household_members where user_id = member;
end;
$$;

-- The owner hands the household to another member.
create function public.transfer_household_ownership(member uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  home uuid := private.owned_household_of(member, 'Only the household''s owner can hand it over.');
begin
  update public.household_members set role = 'member'
   where household_id = home and role = 'owner';
  update public.household_members set role = 'owner' where user_id = member;
end;
$$;

-- Any member revokes one of the household's open invites.
create function public.revoke_household_invite(invite uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_live_session();
  update public.household_invites set revoked_at = now()
   where id = invite and household_id = private.my_household()
     and used_at is null and revoked_at is null;
end;
$$;

-- The household's members with their e-mail addresses (auth.users is not readable directly).
create function public.household_roster()
returns table (user_id uuid, email text, role text, joined_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select m.user_id, u.email::text, m.role, m.joined_at
    from public.household_members m join auth.users u on u.id = m.user_id
   where (select private.require_live_session())
     and m.household_id = private.my_household()
   order by m.joined_at
$$;

-- When the owner's account is deleted, the longest member becomes the owner; the last member
-- gone ends the household.
create function private.household_after_member_gone()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.household_members where household_id = old.household_id) then
    delete from public.households where id = old.household_id;
  elsif old.role = 'owner' then
    update public.household_members set role = 'owner'
     where user_id = (
       select user_id from public.household_members
        where household_id = old.household_id order by joined_at limit 1
     );
  end if;
  return null;
end;
$$;
revoke all on function private.household_after_member_gone() from public, anon, authenticated;
create trigger household_member_gone
  after delete on public.household_members
  for each row execute function private.household_after_member_gone();

revoke all on function public.create_household_invite() from public, anon, authenticated;
revoke all on function public.join_household(text) from public, anon, authenticated;
revoke all on function public.leave_household() from public, anon, authenticated;
revoke all on function public.remove_household_member(uuid) from public, anon, authenticated;
revoke all on function public.transfer_household_ownership(uuid) from public, anon, authenticated;
revoke all on function public.revoke_household_invite(uuid) from public, anon, authenticated;
revoke all on function public.household_roster() from public, anon, authenticated;
grant execute on function public.create_household_invite() to authenticated;
grant execute on function public.join_household(text) to authenticated;
grant execute on function public.leave_household() to authenticated;
grant execute on function public.remove_household_member(uuid) to authenticated;
grant execute on function public.transfer_household_ownership(uuid) to authenticated;
grant execute on function public.revoke_household_invite(uuid) to authenticated;
grant execute on function public.household_roster() to authenticated;
