/** Who is asking: the signed-in user's access token (connected mode) or nobody (a visitor). */
export type DataAccess = { accessToken?: string };
