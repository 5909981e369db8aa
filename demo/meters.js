// The partner page's own wiring: a meter chosen on the map is shown in the chart below it.
const chart = document.getElementById('meters-chart');
const serial = document.getElementById('meters-chart-serial');

document.getElementById('meters-map').addEventListener('point-select', (event) => {
  if (!event.detail.serial) return;
  chart.setAttribute('serial', event.detail.serial);
  serial.textContent = event.detail.serial;
});
