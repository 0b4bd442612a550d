-- The audit log keeps money as the tables do, in fils. Wallet adjustments were written in AED (balance before and
-- after, and the amount when the balance changed), so the console showed 183.00 AED as 1.83: those entries are
-- put in fils, and the amount becomes balanceChange (fils) or pointsChange, as the server writes them now.
UPDATE audit_log
SET
  "before" = jsonb_set("before", '{balance}', to_jsonb(round(("before" ->> 'balance')::numeric * 100)::int)),
  "after" = (jsonb_set("after", '{balance}', to_jsonb(round(("after" ->> 'balance')::numeric * 100)::int)) - 'kind' - 'amount')
    || CASE
      WHEN "after" ->> 'kind' = 'balance' THEN jsonb_build_object('balanceChange', round(("after" ->> 'amount')::numeric * 100)::int)
      ELSE jsonb_build_object('pointsChange', ("after" -> 'amount'))
    END
WHERE action = 'wallet.adjust' AND "before" ? 'balance' AND "after" ? 'kind';
