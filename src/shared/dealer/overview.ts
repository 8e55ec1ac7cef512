/**
 * How many of the newest signing requests the dashboard's overview shows: the browser asks for a page of
 * this size, and the server drawing the overview asks its own API for the same page (not the list's full
 * first page, of which the overview would show only these).
 */
export const LATEST_REQUESTS_SHOWN = 5;
