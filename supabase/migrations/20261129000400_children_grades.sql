-- "Your move", the children (issue #34): each child's grade at the Hawaii school and the first
-- day of school, on the profile and on the household's row, with the same checks. A grade is
-- '' until it is given, so each child keeps its place in the list; at most 20, as `children`.
-- The first day of school is the date the school health record is due (src/data/deadline-rules.ts).
alter table public.profiles
  add column child_grades text[]
    check (cardinality(child_grades) <= 20 and child_grades <@
      array['', 'PK', 'K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']),
  add column school_start_date date
    check (school_start_date between date '2000-01-01' and date '2099-12-31');

alter table public.households
  add column child_grades text[]
    check (cardinality(child_grades) <= 20 and child_grades <@
      array['', 'PK', 'K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']),
  add column school_start_date date
    check (school_start_date between date '2000-01-01' and date '2099-12-31');

-- A null inside the list would pass `<@` unchecked: refuse it.
alter table public.profiles
  add constraint profiles_child_grades_no_null check (array_position(child_grades, null) is null);
alter table public.households
  add constraint households_child_grades_no_null check (array_position(child_grades, null) is null);

grant update (child_grades, school_start_date) on table public.households to authenticated;

-- Joining and leaving carry the new answers too (as 20261129000200_household_plan.sql, plus the
-- two columns).
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
    child_grades = coalesce(h.child_grades, p.child_grades),
    school_start_date = coalesce(h.school_start_date, private.sane_day(p.school_start_date)),
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
    children, child_grades, school_start_date, boat)
  select member, h.report_date, h.pet_dogs, h.pet_cats, h.pet_arrival_date, h.pet_airport,
    h.vehicles, h.car_arrival_date, h.firearms, h.firearm_arrival_date, h.detach_date,
    h.installation, h.children, h.child_grades, h.school_start_date, h.boat
    from public.households h where h.id = home
  on conflict (id) do update set
    report_date = excluded.report_date, pet_dogs = excluded.pet_dogs,
    pet_cats = excluded.pet_cats, pet_arrival_date = excluded.pet_arrival_date,
    pet_airport = excluded.pet_airport, vehicles = excluded.vehicles,
    car_arrival_date = excluded.car_arrival_date, firearms = excluded.firearms,
    firearm_arrival_date = excluded.firearm_arrival_date, detach_date = excluded.detach_date,
    installation = excluded.installation, children = excluded.children,
    child_grades = excluded.child_grades, school_start_date = excluded.school_start_date,
    boat = excluded.boat;
$$;
