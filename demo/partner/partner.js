// The partner page's own wiring: a meter chosen on the map is charted below it.
const chart = document.getElementById('partner-chart');
const serial = document.getElementById('partner-serial');

document.getElementById('partner-map').addEventListener('point-select', (event) => {
  if (!event.detail.serial) return;
  chart.setAttribute('serial', event.detail.serial);
  serial.textContent = event.detail.serial;
});
