-- A traveller line's matchpoints set by hand by the director (issue 21), as club scorers do:
-- each side's figure in hundredths (matchpoints may be halves; the form takes at most two
-- decimals, so hundredths keep it exactly). NULL: the method's own figures. Both or neither.
ALTER TABLE results ADD COLUMN ns_mp_by_hand INTEGER CHECK (ns_mp_by_hand >= 0);
ALTER TABLE results ADD COLUMN ew_mp_by_hand INTEGER CHECK (ew_mp_by_hand >= 0);
