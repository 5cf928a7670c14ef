/**
 * The certified-organisation search's scope checkboxes (`[data-selected-scope]`): the "Selected
 * Scope" line, rendered on the server from the address, follows the boxes as they change.
 */
export function enhanceSelectedScope(root: Document): void {
  for (const fieldset of root.querySelectorAll<HTMLFieldSetElement>('fieldset[data-selected-scope]')) {
    const line = fieldset.querySelector<HTMLElement>('[data-selected-list]');
    if (!line) continue;
    fieldset.addEventListener('change', () => {
      const names = Array.from(fieldset.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked'), (box) => box.dataset.short ?? box.value);
      line.textContent = names.length > 0 ? names.join(', ') : (line.dataset.none ?? '');
    });
  }
}

/**
 * The accredited-body search's scheme and scope (`[data-scheme-scope]`): the scope's choices
 * depend on the scheme. Without this the scope follows the scheme of the last search; here it
 * follows at once, from the <template> the server rendered for each scheme.
 */
export function enhanceSchemeScope(root: Document): void {
  for (const container of root.querySelectorAll<HTMLElement>('[data-scheme-scope]')) {
    const scheme = container.querySelector<HTMLSelectElement>('select[data-scheme]');
    const field = container.querySelector<HTMLElement>('[data-scope-field]');
    if (!scheme || !field) continue;
    scheme.addEventListener('change', () => {
      const template = Array.from(container.querySelectorAll<HTMLTemplateElement>('template[data-scope-for]')).find((t) => t.dataset.scopeFor === scheme.value);
      if (template) field.replaceChildren(template.content.cloneNode(true));
    });
  }
}
