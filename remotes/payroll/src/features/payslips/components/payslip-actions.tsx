import { errorMessage } from '@maziwa/api-client';
import { Button } from '@maziwa/ui';
import { useMutation } from '@tanstack/react-query';
import { downloadPayslipPdf } from '../api/download-payslip-pdf';
import type { Payslip } from '../api/get-payslip';

/** Print (the browser's dialog, with the payslip's print stylesheet) and Download PDF (the API's PDF). */
export function PayslipActions({ payslip }: { payslip: Payslip }) {
  // A download changes nothing: the activity log stays as read (meta.write, @maziwa/api-client).
  const download = useMutation({ meta: { write: false }, mutationFn: () => downloadPayslipPdf(payslip) });
  return (
    <>
      <Button variant="secondary" onClick={() => window.print()}>
        Print
      </Button>
      <Button onClick={() => download.mutate()} disabled={download.isPending}>
        {download.isPending ? 'Downloading...' : 'Download PDF'}
      </Button>
      {download.isError && (
        <p role="alert" className="mz-payslip__note">
          Failed to download the PDF: {errorMessage(download.error)}
        </p>
      )}
    </>
  );
}
