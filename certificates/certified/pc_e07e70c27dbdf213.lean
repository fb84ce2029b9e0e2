import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: renaming · pair: e07e70c27dbdf21380c58c5578012b95741b928a59e3ca9061f27e5fd53ffe7d
theorem pc_e07e70c27dbdf213 : (∀ (x : Nat), x < 100 → x * 9 % 100 = 1 → x = 89) ↔ (∀ (count : Nat), count < 100 → count * 9 % 100 = 1 → count = 89) :=
  by paracert_iff_rfl
