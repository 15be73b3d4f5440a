// autocannon ships no types; the bench uses a small part of its programmatic API.
declare module 'autocannon';
