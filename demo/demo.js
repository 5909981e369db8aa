// Toggles the hostile host styles so the page shows the element is unaffected by them.
const toggle = document.getElementById('hostile-toggle');
const section = document.getElementById('portal-section');
toggle.addEventListener('change', () => section.classList.toggle('hostile', toggle.checked));

// The partner page's own handling of the map elements' events: the details arrive as CustomEvent.detail.
const pickMap = document.getElementById('pick-map');
const lat = document.getElementById('leak-lat');
const lng = document.getElementById('leak-lng');
const place = document.getElementById('leak-place');
const output = document.getElementById('leak-output');

pickMap.addEventListener('point-pick', (event) => {
  lat.value = event.detail.lat.toFixed(6);
  lng.value = event.detail.lng.toFixed(6);
  if (event.detail.name) place.value = event.detail.name;
});

document.getElementById('leak-form').addEventListener('submit', (event) => {
  event.preventDefault();
  output.textContent = lat.value
    ? `Thank you. We will look at ${lat.value}, ${lng.value}${place.value ? ` (${place.value})` : ''}.`
    : 'Please choose a point on the map.';
});

// A point chosen on the map shows its meter's consumption in the chart further down.
document.getElementById('points-map').addEventListener('point-select', (event) => {
  document.getElementById('selected-point').textContent = `Selected: ${event.detail.name}`;
  if (!event.detail.serial) return;
  document.getElementById('consumption-chart').setAttribute('serial', event.detail.serial);
  document.getElementById('chart-heading').textContent = `Consumption of meter ${event.detail.serial}`;
});

// A tour chosen in the tour list shows its items in the second <tour-table>.
const tourItems = document.getElementById('tour-items');
document.getElementById('tour-list').addEventListener('tour-select', (event) => {
  tourItems.setAttribute('tour', event.detail.uuid);
  tourItems.hidden = false;
  document.getElementById('tour-picked').textContent = `Tour: ${event.detail.name}`;
});
tourItems.addEventListener('item-select', (event) => {
  document.getElementById('tour-picked').textContent = `Item ${event.detail.item_number}: meter ${event.detail.meter_serial}`;
});
