import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: binder_reorder · pair: 076767d6a22305a6ca34d057f0d0f4b1c46875a45347efedd717c29ee59c941f
theorem pc_076767d6a22305a6 : (∀ (x y : Int), x % 19 = 4 → y % 19 = 7 → (x + 1) ^ 2 * (y + 5) ^ 3 % 19 = 13) ↔ (∀ (y x : Int), x % 19 = 4 → y % 19 = 7 → (x + 1) ^ 2 * (y + 5) ^ 3 % 19 = 13) :=
  by paracert_structural
