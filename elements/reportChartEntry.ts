import { defineReportChart } from './reportChartElement.ts';

// dist/elements/report-chart.js: the chart element alone, without the portal shell.
defineReportChart();

export { defineReportChart, ReportChartElement } from './reportChartElement.ts';
