import { apiBenchOptionsFromEnv, formatApiReport, runApiBench } from './api';
import { formatBenchRows } from './lib/table';
import { formatWebReport, runWebBench, webBenchOptionsFromEnv } from './web';
import { printAndKeep } from './lib/bench-results';

/**
 * `npm run bench`: the API load test, then the page-speed bench, one after the other (Lighthouse's
 * figures suffer from anything else on the two cores), then every figure in one table; each report
 * is also kept in bench-results/ (api.txt, web.txt, all.txt).
 */
const api = await runApiBench(apiBenchOptionsFromEnv());
printAndKeep('api', `${formatApiReport(api)}\n`);
const web = await runWebBench(webBenchOptionsFromEnv());
printAndKeep('web', `${formatWebReport(web)}\n`);

const rows = [...api.rows, ...web.rows];
const judged = rows.filter((row) => row.met !== null);
printAndKeep('all', `All benches\n${formatBenchRows(rows)}\n${judged.filter((row) => row.met).length} of ${judged.length} targets met.`);
