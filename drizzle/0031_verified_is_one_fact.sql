-- Verified is one stored fact, companies.verified (docs/decisions/148): approving a claim or a
-- registration sets it, an operator's switch sets or clears it (both recorded). Until now the
-- public badge was "has an owner" and the switch a separate flag; companies with an owner keep
-- their badge, and the switch now says so.
UPDATE companies SET verified = true
WHERE NOT verified
  AND EXISTS (SELECT 1 FROM company_members m WHERE m.company_id = companies.id AND m.role = 'owner');
