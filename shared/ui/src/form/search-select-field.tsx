import { useField } from 'formik';
import { useState, type KeyboardEvent } from 'react';
import { useDebouncedValue } from '@maziwa/ui';
import { FieldShell } from './field-shell';
import { useFieldControl } from './use-field-control';
import '../styles/controls.css';
import './search-select-field.css';

/** One thing the search found: its id goes into the form, its label into the box. */
export interface SearchSelectOption {
  id: string;
  label: string;
}

/** What a search hook answers (a react-query result fits as it is). */
export interface SearchSelectResults<Option> {
  data?: readonly Option[];
  isError: boolean;
  isFetching: boolean;
}

export interface SearchSelectFieldProps<Option extends SearchSelectOption> {
  /** The form field the chosen option's id goes into ('' while none is chosen). */
  name: string;
  /** The form field keeping what the box shows for the choice, so an edit form opens with it. */
  labelName: string;
  label: string;
  /**
   * Asks the server for what the text matches. Called on every render; it is given '' when
   * there is nothing to search (the list is closed or a choice is made) and must then ask nothing.
   */
  useSearch: (text: string) => SearchSelectResults<Option>;
  /** What one result is, in lower case: "producer" reads "Producers found", `No producer matches "x"`, "Failed to fetch producers". */
  noun: string;
  /** Default `${noun}s`. */
  nounPlural?: string;
  placeholder?: string;
  required?: boolean;
  /** Milliseconds of no typing before the search is asked. Default 300. */
  delay?: number;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A labelled search box (combobox) that asks the server as the person types, and a list to
 * choose from with the mouse or Up/Down/Enter (Escape closes it). Choosing sets the id field
 * `name` and the label field `labelName`; typing again clears the choice. Only results of
 * what the box says now are offered, so Enter never picks one of an older search.
 *
 * @example
 * <SearchSelectField name="producerId" labelName="producerLabel" label="Producer" noun="producer"
 *   placeholder="Search by name or member number" useSearch={useProducerSearch} required />
 */
export function SearchSelectField<Option extends SearchSelectOption>({
  name,
  labelName,
  label,
  useSearch,
  noun,
  nounPlural = `${noun}s`,
  placeholder,
  required,
  delay = 300,
}: SearchSelectFieldProps<Option>) {
  const { field, helpers, id, errorId, error, aria } = useFieldControl<string>({ name, required });
  const [labelField, , labelHelpers] = useField<string>(labelName);
  const listId = `${id}-list`;
  const chosen = Boolean(field.value);
  const [text, setText] = useState(labelField.value ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebouncedValue(text.trim(), delay);
  const results = useSearch(open && !chosen ? search : '');
  const settled = search === text.trim();
  const found = settled ? (results.data ?? []) : [];
  const showList = open && !chosen && search.length > 0;
  const activeOption = showList ? found[active] : undefined;

  const choose = (option: Option) => {
    setText(option.label);
    void labelHelpers.setValue(option.label, false);
    void helpers.setValue(option.id);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showList) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((was) => (found.length === 0 ? 0 : (was + step + found.length) % found.length));
    } else if (event.key === 'Enter' && activeOption) {
      // Enter picks the highlighted option instead of submitting the form.
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <FieldShell id={id} label={label} required={required} error={error} errorId={errorId} className="mz-search-select">
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        className="mz-input"
        placeholder={placeholder}
        autoComplete="off"
        value={text}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
        {...aria}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
          if (chosen) {
            void helpers.setValue('');
            void labelHelpers.setValue('', false);
          }
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          void helpers.setTouched(true);
        }}
        onKeyDown={onKeyDown}
      />
      {showList && (
        <ul
          id={listId}
          role="listbox"
          aria-label={`${capitalised(nounPlural)} found`}
          className="mz-search-select__list"
        >
          {results.isError && <li className="mz-search-select__note">Failed to fetch {nounPlural}</li>}
          {!results.isError && found.length === 0 && (
            <li className="mz-search-select__note">
              {!settled || results.isFetching ? 'Searching...' : `No ${noun} matches "${search}"`}
            </li>
          )}
          {found.map((option, index) => (
            <li
              key={option.id}
              id={`${listId}-${option.id}`}
              role="option"
              aria-selected={index === active}
              className="mz-search-select__option"
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      )}
    </FieldShell>
  );
}
