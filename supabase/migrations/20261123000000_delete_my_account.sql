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
