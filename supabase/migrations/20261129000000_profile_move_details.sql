-- "Your move" (issue #34): the answers from which the checklist counts a family's own deadlines
-- follow the account to every device. One column per answer, so a change to one answer is one
-- column's update and two devices never overwrite each other's other answers (D-34-2).
-- Every column is optional (null: not answered). The checks keep what the site can ask: counts
-- the form offers, the four airports with a quarantine release, dates in a sane range (a year
-- typed as 202 is refused here too, whatever the client checked).
-- Row-level security is unchanged: only the owner, in a live session, reads and writes the row.
alter table public.profiles
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
  -- Dogs and cats are one answer ("how many of each"): both given or neither.
  add constraint profiles_pets_together check ((pet_dogs is null) = (pet_cats is null));

-- The orders and the rest of the household: the detach date (the day the service member leaves
-- the old station), the Hawaii installation (an id of src/data/hawaii-installations.ts), how many
-- children are in school, and whether a boat comes too.
alter table public.profiles
  add column detach_date date check (detach_date between date '2000-01-01' and date '2099-12-31'),
  add column installation text check (installation ~ '^[a-z0-9-]{1,64}$'),
  add column children smallint check (children between 0 and 20),
  add column boat boolean;
