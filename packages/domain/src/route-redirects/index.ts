// Fixed redirects of the route table (S0 §2.2–§2.4, S1 §2): pure, shared by server and browser.
export * from './route-redirects.ts';
