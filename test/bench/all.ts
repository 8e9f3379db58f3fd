import { apiBenchOptionsFromEnv, formatApiReport, runApiBench } from './api';
import { formatBenchRows } from './lib/table';
import { formatWebReport, runWebBench, webBenchOptionsFromEnv } from './web';

/**
 * `npm run bench`: the API load test, then the page-speed bench, one after the other (Lighthouse's
 * figures suffer from anything else on the two cores), then every figure in one table.
 */
const api = await runApiBench(apiBenchOptionsFromEnv());
console.log(`${formatApiReport(api)}\n`);
const web = await runWebBench(webBenchOptionsFromEnv());
console.log(`${formatWebReport(web)}\n`);

const rows = [...api.rows, ...web.rows];
const judged = rows.filter((row) => row.met !== null);
console.log(`All benches\n${formatBenchRows(rows)}`);
console.log(`${judged.filter((row) => row.met).length} of ${judged.length} targets met.`);
