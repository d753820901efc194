/**
 * The header row of a payslip table: `numeric` columns are right-aligned, as their figures are
 * below them, so that litres and shillings line up by their last digit.
 */
export function PayslipColumns({ names, numeric }: { names: string[]; numeric: string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col" className={numeric.includes(name) ? 'mz-payslip__num' : undefined}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
