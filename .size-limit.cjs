// Budgets, read from the Vite manifest of `npm run build` (a chunk counts with every chunk it
// imports statically):
// - the app's JavaScript: the entry and the app it starts (src/main.tsx), at most 150 KB gzip
//   (DESIGN.md's goal; it only goes down);
// - the JavaScript a server-rendered page loads before the shopper's first intent: the entry
//   alone, at most 5 KB gzip (the app would be in it if the entry imported the app's chunk);
// - CSS at most 25 KB gzip.
const fs = require('node:fs');

const manifest = JSON.parse(fs.readFileSync('dist/.vite/manifest.json', 'utf8'));
const chunksFrom = (...keys) => {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    (manifest[key].imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return [...seen];
};
const app = chunksFrom('index.html', 'src/app/start.tsx');
const files = (keys) => keys.map((key) => `dist/${manifest[key].file}`);

module.exports = [
  {
    name: 'initial JavaScript for / (the entry and the app)',
    path: files(app),
    limit: '150 KB',
    gzip: true,
  },
  {
    name: 'JavaScript of a server-rendered page before the first intent',
    path: files(chunksFrom('index.html')),
    limit: '5 KB',
    gzip: true,
  },
  {
    name: 'CSS',
    path: [...new Set(app.flatMap((key) => manifest[key].css ?? []))].map((file) => `dist/${file}`),
    limit: '25 KB',
    gzip: true,
  },
];
