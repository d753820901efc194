import { useOrgId } from '@maziwa/api-client';
import { useDebouncedValue } from '@maziwa/ui';
import { useFormikContext } from 'formik';
import { useId, useState, type KeyboardEvent } from 'react';
import { useProducerSearch, type ProducerOption } from './search-producers';
import './producer-search.css';

/** What a form using the field keeps: the chosen Producer link and what the box shows for it. */
export interface ProducerPick {
  producerId: string;
  producerLabel: string;
}

const labelOf = (producer: ProducerOption) => (producer.memberNumber ? `${producer.name} (${producer.memberNumber})` : producer.name);

/**
 * Producer: a search box (combobox) that asks the API for farmers by name or member number
 * as the person types, and a list to choose one from. Choosing sets `producerId` (and
 * `producerLabel`, what the box then shows); typing again clears the choice. Add Supply and
 * Feed Management's Issue to Farmer share it.
 */
export function ProducerSearchField() {
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } = useFormikContext<ProducerPick>();
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [text, setText] = useState(values.producerLabel);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebouncedValue(text.trim(), 300);
  const results = useProducerSearch(useOrgId(), open && !values.producerId ? search : '');
  // Results of what the box says now only: Enter must never pick a farmer of an older search.
  const settled = search === text.trim();
  const found = settled ? (results.data ?? []) : [];
  const error = (touched.producerId || submitCount > 0) && errors.producerId ? errors.producerId : undefined;
  const showList = open && !values.producerId && search.length > 0;

  const choose = (producer: ProducerOption) => {
    setText(labelOf(producer));
    void setFieldValue('producerLabel', labelOf(producer), false);
    void setFieldValue('producerId', producer.id);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showList) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((was) => (found.length === 0 ? 0 : (was + step + found.length) % found.length));
    } else if (event.key === 'Enter' && found[active]) {
      // Enter picks the highlighted farmer instead of submitting the form.
      event.preventDefault();
      choose(found[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="mz-field producer-search">
      <label htmlFor={id} className="mz-field__label mz-field__label--required">
        Producer
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        className="mz-input"
        placeholder="Search by name or member number"
        autoComplete="off"
        value={text}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-activedescendant={showList && found[active] ? `${listId}-${found[active].id}` : undefined}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
          if (values.producerId) {
            void setFieldValue('producerId', '');
            void setFieldValue('producerLabel', '', false);
          }
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          void setFieldTouched('producerId', true);
        }}
        onKeyDown={onKeyDown}
      />
      {showList && (
        <ul id={listId} role="listbox" aria-label="Producers found" className="producer-search__list">
          {results.isError && <li className="producer-search__note">Failed to fetch producers</li>}
          {!results.isError && found.length === 0 && (
            <li className="producer-search__note">{!settled || results.isFetching ? 'Searching...' : `No producer matches "${search}"`}</li>
          )}
          {found.map((producer, index) => (
            <li
              key={producer.id}
              id={`${listId}-${producer.id}`}
              role="option"
              aria-selected={index === active}
              className="producer-search__option"
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(producer)}
            >
              {labelOf(producer)}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} className="mz-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
