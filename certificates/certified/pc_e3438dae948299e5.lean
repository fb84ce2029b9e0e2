import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "variation" · pair: e3438dae948299e563847291dd99471de631ae8fb6830335ca96b8ea58b37118
theorem pc_e3438dae948299e5 : (∀ n : Int, Even n ↔ ¬ Odd n) ↔ (∀ n : Int, Even n ↔ ¬ Odd n) :=
  by paracert_iff_rfl
