/**
 * A field hidden from people and out of the tab order, which bots fill in: the API refuses a
 * filled one (`company`, src/lib/forms.ts). Every public form carries it.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Company
        <input type="text" name="company" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
