/** uPlot and its stylesheet, fetched when the first chart shows (its own chunk: no other screen loads it). */
export const loadUplot = () => Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([module]) => module.default);
