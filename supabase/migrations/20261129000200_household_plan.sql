-- One plan for the household, part 2 (issue #35): the report date and the "Your move" answers
-- are the household's too. They live on the households row, in the profile's columns with the
-- same checks (supabase/migrations/20261129000000_profile_move_details.sql); a member reads and
-- changes them there, one column at a time, so two members never overwrite each other's other
-- answers. A visitor with no household keeps them on their profile as before.
alter table public.households
  add column report_date date
    check (report_date between date '2000-01-01' and date '2099-12-31'),
  add column pet_dogs smallint check (pet_dogs between 0 and 20),
  add column pet_cats smallint check (pet_cats between 0 and 20),
  add column pet_arrival_date date
    check (pet_arrival_date between date '2000-01-01' and date '2099-12-31'),
  add column pet_airport text check (pet_airport in ('HNL', 'OGG', 'KOA', 'LIH')),
  add column vehicles smallint check (vehicles between 0 and 20),
  add column car_arrival_date date
    check (car_arrival_date between date '2000-01-01' and date '2099-12-31'),
  add column firearms boolean,
  add column firearm_arrival_date date
    check (firearm_arrival_date between date '2000-01-01' and date '2099-12-31'),
  add column detach_date date check (detach_date between date '2000-01-01' and date '2099-12-31'),
  add column installation text check (installation ~ '^[a-z0-9-]{1,64}$'),
  add column children smallint check (children between 0 and 20),
  add column boat boolean,
  add constraint households_pets_together check ((pet_dogs is null) = (pet_cats is null));

-- Members change the plan's columns of their own household, and nothing else of it.
grant update (report_date, pet_dogs, pet_cats, pet_arrival_date, pet_airport, vehicles,
  car_arrival_date, firearms, firearm_arrival_date, detach_date, installation, children, boat)
  on table public.households to authenticated;
create policy "households: members update the plan" on public.households
  for update to authenticated
  using ((select private.require_live_session()) and id = (select private.my_household()))
  with check (id = (select private.my_household()));

-- A date the household's checks refuse (a report date typed as year 202 before the site checked
-- it) is not carried over: that answer stays open.
create function private.sane_day(day date)
returns date
language sql
immutable
set search_path = ''
as $$
  select case when day between date '2000-01-01' and date '2099-12-31' then day end
$$;
revoke all on function private.sane_day(date) from public, anon, authenticated;

-- Joining (or making the household): the household's answers stay; the joiner's fill only those
-- it has not given (no answer has a time of its own to compare, unlike a checklist item).
-- Then the checklist, by its conflict rule, as before.
create or replace function private.merge_into_household(member uuid, home uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.households h set
    report_date = coalesce(h.report_date, private.sane_day(p.report_date)),
    pet_dogs = case when h.pet_dogs is null then p.pet_dogs else h.pet_dogs end,
    pet_cats = case when h.pet_dogs is null then p.pet_cats else h.pet_cats end,
    pet_arrival_date = coalesce(h.pet_arrival_date, p.pet_arrival_date),
    pet_airport = coalesce(h.pet_airport, p.pet_airport),
    vehicles = coalesce(h.vehicles, p.vehicles),
    car_arrival_date = coalesce(h.car_arrival_date, p.car_arrival_date),
    firearms = coalesce(h.firearms, p.firearms),
    firearm_arrival_date = coalesce(h.firearm_arrival_date, p.firearm_arrival_date),
    detach_date = coalesce(h.detach_date, p.detach_date),
    installation = coalesce(h.installation, p.installation),
    children = coalesce(h.children, p.children),
    boat = coalesce(h.boat, p.boat)
  from public.profiles p
  where h.id = home and p.id = member;

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

-- Leaving or being removed: the member keeps the household's plan as it is, answers included.
create or replace function private.keep_household_copy(member uuid, home uuid)
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

  insert into public.profiles (id, report_date, pet_dogs, pet_cats, pet_arrival_date, pet_airport,
    vehicles, car_arrival_date, firearms, firearm_arrival_date, detach_date, installation,
    children, boat)
  select member, h.report_date, h.pet_dogs, h.pet_cats, h.pet_arrival_date, h.pet_airport,
    h.vehicles, h.car_arrival_date, h.firearms, h.firearm_arrival_date, h.detach_date,
    h.installation, h.children, h.boat
    from public.households h where h.id = home
  on conflict (id) do update set
    report_date = excluded.report_date, pet_dogs = excluded.pet_dogs,
    pet_cats = excluded.pet_cats, pet_arrival_date = excluded.pet_arrival_date,
    pet_airport = excluded.pet_airport, vehicles = excluded.vehicles,
    car_arrival_date = excluded.car_arrival_date, firearms = excluded.firearms,
    firearm_arrival_date = excluded.firearm_arrival_date, detach_date = excluded.detach_date,
    installation = excluded.installation, children = excluded.children, boat = excluded.boat;
$$;
