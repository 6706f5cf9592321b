import { useState, type ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The category chosen in a form's category select, followed as it changes, so the form can say
 * what an asset of it starts with. The select stays the form's own (registered, uncontrolled):
 * this reads its value when it is attached (the form sets it then) and on every change.
 */
export function useChosenCategory<Name extends string>(registration: UseFormRegisterReturn<Name>) {
  const [chosen, setChosen] = useState('');
  return {
    chosen,
    field: {
      ...registration,
      ref: (element: HTMLSelectElement | null) => {
        registration.ref(element);
        if (element) setChosen(element.value);
      },
      onChange: (event: ChangeEvent<HTMLSelectElement>) => {
        setChosen(event.target.value);
        return registration.onChange(event);
      },
    },
  };
}
