document.addEventListener("click", (event) => {
  const button = event.target.closest(".switcher button");
  if (!button) return;
  const previews = button.closest(".previews");
  previews.querySelectorAll(".switcher button").forEach(b => b.classList.toggle("selected", b === button));
  previews.querySelectorAll("figure").forEach(f => { f.hidden = f.dataset.platform !== button.dataset.platform; });
});
