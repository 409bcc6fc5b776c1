import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
const [file, w] = process.argv.slice(2);
writeFileSync("/tmp/view.html", `<body style="margin:0"><img src="file://${file}"></body>`);
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const p = await b.newPage({ viewport: { width: Number(w), height: 1000 } });
await p.goto("file:///tmp/view.html");
const h = await p.evaluate(() => document.images[0].naturalHeight);
for (let i = 0, y = 0; y < h; i++, y += 1300) {
  await p.screenshot({ path: `/tmp/crop-${i}.png`, fullPage: true, clip: { x: 0, y, width: Number(w), height: Math.min(1300, h - y) } });
}
console.log(h);
await b.close();
