-- The anonymous forms' limits in SQL (issue #30, item 9), so a hosted project keeps them: one row
-- per request, and at most so many rows per caller a minute and a day. Until now they lived only
-- in the Node server (server/api/rest-routes.ts), which a hosted project does not run.
--
-- The caller is the client address PostgREST passes in `request.headers` (the first address of
-- x-forwarded-for, which Supabase's API gateway sets); the local backend passes the same. It is
-- kept only as a SHA-256 hash, and only for a day. A statement with no address (the operator's
-- own script) and the service role are not counted.

create table private.form_limits (
  table_name text primary key,
  per_minute integer not null check (per_minute > 0),
  per_day integer not null check (per_day > 0)
);
-- The local server writes its INSERT_LIMITS here at start, so both layers agree.
insert into private.form_limits (table_name, per_minute, per_day) values
  ('contact_messages', 5, 50),
  ('suggestions', 5, 50),
  ('fact_reports', 5, 50);

create table private.form_sends (
  table_name text not null,
  caller text not null,
  sent_at timestamptz not null default now()
);
create index form_sends_by_caller on private.form_sends (table_name, caller, sent_at);
create index form_sends_by_time on private.form_sends (sent_at);
revoke all on table private.form_limits, private.form_sends from public, anon, authenticated;

-- Before each row: counts the caller's sends and refuses the one over the limit (HTTP 429 through
-- PostgREST's PT status codes). Security definer: the callers cannot read or write the counts.
create function private.limit_form_sends()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  headers text := nullif(current_setting('request.headers', true), '');
  claims text := nullif(current_setting('request.jwt.claims', true), '');
  address text;
  who text;
  limits private.form_limits;
begin
  if claims is not null and (claims::json ->> 'role') = 'service_role' then
    return new;
  end if;
  address := btrim(split_part(coalesce(headers::json ->> 'x-forwarded-for', ''), ',', 1));
  select * into limits from private.form_limits where table_name = tg_table_name;
  if address = '' or limits.table_name is null then
    return new;
  end if;
  who := encode(sha256(convert_to(address, 'UTF8')), 'hex');
  -- One caller's sends are counted one at a time.
  perform pg_advisory_xact_lock(hashtext(tg_table_name || who));
  delete from private.form_sends where sent_at < now() - interval '1 day';
  if (
    select count(*) from private.form_sends
     where table_name = tg_table_name and caller = who and sent_at > now() - interval '1 minute'
  ) >= limits.per_minute or (
    select count(*) from private.form_sends where table_name = tg_table_name and caller = who
  ) >= limits.per_day then
    raise exception 'Too many requests. Please try again later.' using errcode = 'PT429';
  end if;
  insert into private.form_sends (table_name, caller) values (tg_table_name, who);
  return new;
end;
$$;
revoke all on function private.limit_form_sends() from public, anon, authenticated;

-- After each statement: one row a request (a form sends one).
create function private.one_form_row()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select count(*) from sent) > 1 then
    raise exception 'This table takes one row per request, not an array' using errcode = 'PT400';
  end if;
  return null;
end;
$$;
revoke all on function private.one_form_row() from public, anon, authenticated;

create trigger contact_messages_limit before insert on public.contact_messages
  for each row execute function private.limit_form_sends();
create trigger contact_messages_one_row after insert on public.contact_messages
  referencing new table as sent for each statement execute function private.one_form_row();
create trigger suggestions_limit before insert on public.suggestions
  for each row execute function private.limit_form_sends();
create trigger suggestions_one_row after insert on public.suggestions
  referencing new table as sent for each statement execute function private.one_form_row();
create trigger fact_reports_limit before insert on public.fact_reports
  for each row execute function private.limit_form_sends();
create trigger fact_reports_one_row after insert on public.fact_reports
  referencing new table as sent for each statement execute function private.one_form_row();
