/**
 * `npm run dev`: the API server (with the embedded database) on 8080 and Vite with hot reload on
 * 5173, which proxies /ebsn and /version.json to the API. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';

/** Where the shopper opens the shop in development: Vite's address. */
const DEV_URL = 'http://127.0.0.1:5173';

const children = [
  // The API takes calls from Vite's page as the shop's own (the forged-request check reads
  // PUBLIC_URL), and the links of its mails open Vite's page.
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? DEV_URL },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
