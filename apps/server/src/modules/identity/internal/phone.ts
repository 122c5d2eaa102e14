/**
 * A phone as typed, checked against the country's numbering plan and written in E.164; S0 §3.2
 * phone_code and phone_number. One implementation with one metadata build (libphonenumber-js
 * 'max') for the server and the web's phone field: `@wager/contract/phone`.
 */
export { normalisePhone, splitPhone } from '@wager/contract/phone';
