// Toggles the hostile host styles so the page shows the element is unaffected by them.
const toggle = document.getElementById('hostile-toggle');
const section = document.getElementById('portal-section');
toggle.addEventListener('change', () => section.classList.toggle('hostile', toggle.checked));
