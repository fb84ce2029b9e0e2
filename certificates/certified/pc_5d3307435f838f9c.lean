import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 5d3307435f838f9cce396f5396e1acbd7866d4bf04b61895f35e57e344a21187
theorem pc_5d3307435f838f9c {G : Type} [Paracert.LeftCancelMonoid G] : (∀ {a b c : G}, a * b = a * c → b = c) ↔ (∀ {fzjczb1 jmgbda4 htcqjq1 : G}, fzjczb1 * jmgbda4 = fzjczb1 * htcqjq1 → jmgbda4 = htcqjq1) :=
  by paracert_iff_rfl
