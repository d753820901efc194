/**
 * Top-ups of the payout account that add up with the seeded payments ($1 organisation, $2
 * today as yyyy-MM-dd): the day before each pay day the cooperative tops up what it pays that
 * day, rounded up to KSh 50,000, and yesterday what is due now, so the balance covers the
 * pending payments with a margin. Ids come from the organisation and day: reruns match.
 */
export const TOP_UPS_SQL = `
  INSERT INTO account_top_ups (id, organization_id, amount, reference, created_at)
  SELECT md5($1::text || d.day::text || d.kind)::uuid, $1, ceil(d.total / 50000) * 50000,
         'TOPUP-' || to_char(d.day, 'YYYYMMDD'), ((d.day - 1) + time '08:00')::timestamptz
    FROM (SELECT paid_at::date AS day, 'paid' AS kind, sum(amount_paid) AS total
            FROM payments WHERE organization_id = $1 AND status = 'completed' GROUP BY 1
          UNION ALL
          SELECT $2::date, 'due', sum(amount_due)
            FROM payments WHERE organization_id = $1 AND status NOT IN ('completed', 'draft') HAVING sum(amount_due) > 0) d
   WHERE d.total > 0`;
