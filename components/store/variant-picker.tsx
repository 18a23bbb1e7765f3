"use client";

import { useProductSelection } from "@/components/store/product-selection";
import { findVariant } from "@/lib/store/options";

function Choice({
  name,
  label,
  checked,
  onSelect,
}: {
  name: string;
  label: string;
  checked: boolean;
  onSelect: () => void;
}) {
  return (
    <label className="pill">
      {/* The radio covers its pill: a click anywhere on it, or the arrow keys, choose it. */}
      <input type="radio" name={name} value={label} checked={checked} onChange={onSelect} />
      {label}
    </label>
  );
}

/**
 * The product's options (Colour, Size…) as radio groups; without options, its variants by
 * title. Each pick selects the matching variant.
 */
export function VariantPicker() {
  const { product, variant, selectVariant } = useProductSelection();
  if (!variant || product.variants.length < 2) return null;

  // An option without values offers nothing to choose; it still counts when matching a variant.
  if (product.options.every((option) => option.values.length === 0)) {
    return (
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-semibold">Variant</legend>
        <div className="flex flex-wrap gap-2">
          {product.variants.map((v) => (
            <Choice
              key={v.id}
              name="variant"
              label={v.title}
              checked={v.id === variant.id}
              onSelect={() => selectVariant(v.id)}
            />
          ))}
        </div>
      </fieldset>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {product.options.map((option, index) => {
        if (option.values.length === 0) return null;
        const current = variant.values[index];
        return (
          <fieldset key={option.id}>
            <legend className="mb-3 text-sm font-semibold">
              {option.title}
              {current ? (
                <span className="text-muted-foreground font-normal">: {current}</span>
              ) : null}
            </legend>
            <div className="flex flex-wrap gap-2">
              {option.values.map((value) => (
                <Choice
                  key={value}
                  name={option.id}
                  label={value}
                  checked={value === current}
                  onSelect={() => {
                    const next = findVariant(product.variants, variant, { option: index, value });
                    if (next) selectVariant(next.id);
                  }}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
