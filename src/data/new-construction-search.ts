/** Realtor.com search for new construction in Honolulu County (Oahu), linked from the sidebar
 * and the new-construction page. A module of its own so the sidebar does not load the listings. */
export const NEW_CONSTRUCTION_SEARCH_URL =
  'https://www.realtor.com/realestateandhomes-search/Honolulu-County_HI/shw-nc'
