-- "Delete my account": the signed-in user removes their own auth.users row, and with it (by the
-- foreign keys' ON DELETE CASCADE) their profile, checklist rows and sessions.
-- SECURITY DEFINER because the API roles cannot touch the auth schema; the function deletes
-- only the caller's row, and only the authenticated role may call it (POST /rest/v1/rpc/…).
create function public.delete_my_account()
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
  delete from auth.users where id = caller;
end;
$$;
revoke all on function public.delete_my_account() from public, anon, authenticated;
grant execute on function public.delete_my_account() to authenticated;

-- An e-mail change (confirmed through its link) also updates the profile's copy of the address,
-- so "download my data" and the profile never show the old one.
create function public.sync_profile_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$$;
revoke all on function public.sync_profile_email() from public, anon, authenticated;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function public.sync_profile_email();
