import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 14d5759a3dfbc78086884737eb2d98f1805534cc988f6ef8cf220bcbd99b5569
theorem pc_14d5759a3dfbc780 {M : Type} [Paracert.MulOneClass M] : (∀ (a : M), a * 1 = a) ↔ (∀ (a : M), a * 1 = a) :=
  by paracert_iff_rfl
