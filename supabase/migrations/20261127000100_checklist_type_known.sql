-- One account could store unbounded checklist rows under made-up checklist types (audit H-4:
-- 35,000 rows made one filtered read take 10 s on PGlite). The site keeps one checklist,
-- 'hawaii_pcs' (src/data/checklist.ts), of 20 items: with the type fixed, item_index 0..19 and
-- the unique (user, type, item) key, a user has at most 20 rows, here and on hosted Supabase.
-- Rows of other types were never written by the site; they go before the check (D-30-3).
-- A second checklist is one more value here, in a new migration.
delete from public.checklist_progress where checklist_type <> 'hawaii_pcs';
alter table public.checklist_progress
  add constraint checklist_progress_type_known check (checklist_type in ('hawaii_pcs'));
